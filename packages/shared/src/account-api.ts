import { route } from './api-contract';
import { changePasswordBody, deleteAccountBody } from './account-schemas';
import { messageResponse, userOnlyBody } from './common-schemas';

export const accountApi = {
  logoutAll: route({
    method: 'POST',
    path: '/logout-all',
    body: userOnlyBody,
    responses: { 200: messageResponse },
  }),
  changePassword: route({
    method: 'POST',
    path: '/account/password',
    body: changePasswordBody,
    responses: { 200: messageResponse },
  }),
  deleteAccount: route({
    method: 'POST',
    path: '/account/delete',
    body: deleteAccountBody,
    responses: { 200: messageResponse },
  }),
};
