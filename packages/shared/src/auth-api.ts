import { route } from './api-contract';
import { loginBody, loginResponse, registerBody, registerResponse } from './auth-schemas';
import { messageResponse } from './common-schemas';

export const authApi = {
  register: route({
    method: 'POST',
    path: '/register',
    body: registerBody,
    responses: { 201: registerResponse },
    public: true,
  }),
  login: route({
    method: 'POST',
    path: '/login',
    body: loginBody,
    responses: { 200: loginResponse },
    public: true,
  }),
  /** Public so an expired session can still clear its cookie. */
  logout: route({
    method: 'POST',
    path: '/logout',
    responses: { 200: messageResponse },
    public: true,
  }),
};
