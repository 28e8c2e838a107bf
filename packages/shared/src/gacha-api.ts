import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  auditResponse,
  boxesResponse,
  drawBody,
  drawResponse,
  historyResponse,
} from './gacha-schemas';

export const gachaApi = {
  boxes: route({
    method: 'GET',
    path: '/gacha/boxs',
    responses: { 200: boxesResponse },
    public: true,
  }),
  draw: route({
    method: 'POST',
    path: '/gacha',
    body: drawBody,
    responses: { 200: drawResponse },
    idempotent: 'economy',
  }),
  history: route({
    method: 'POST',
    path: '/gacha/history',
    body: userOnlyBody,
    responses: { 200: historyResponse },
  }),
  audit: route({
    method: 'GET',
    path: '/gacha/audit',
    responses: { 200: auditResponse },
    public: true,
  }),
};
