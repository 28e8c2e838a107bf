import { route } from './api-contract';
import { messageResponse } from './common-schemas';
import {
  chatBlockBody,
  chatBlockResponse,
  chatBody,
  chatDeleteBody,
  chatHistoryBody,
  chatHistoryResponse,
  chatReportBody,
  chatResponse,
} from './guild-schemas';

/** Guild chat: members only; live as `guild.message` on GET /events. */
export const guildChatApi = {
  post: route({
    method: 'POST',
    path: '/guilds/chat',
    body: chatBody,
    responses: { 200: chatResponse },
    idempotent: 'free',
  }),
  history: route({
    method: 'POST',
    path: '/guilds/chat/history',
    body: chatHistoryBody,
    responses: { 200: chatHistoryResponse },
  }),
  report: route({
    method: 'POST',
    path: '/guilds/chat/report',
    body: chatReportBody,
    responses: { 200: messageResponse },
    idempotent: 'free',
  }),
  remove: route({
    method: 'POST',
    path: '/guilds/chat/delete',
    body: chatDeleteBody,
    responses: { 200: messageResponse },
    idempotent: 'free',
  }),
  block: route({
    method: 'POST',
    path: '/guilds/chat/block',
    body: chatBlockBody,
    responses: { 200: chatBlockResponse },
    idempotent: 'free',
  }),
};
