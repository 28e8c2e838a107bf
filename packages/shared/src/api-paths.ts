/** Every API path is served under this prefix; the spec's paths follow it unchanged. */
export const API_PREFIX = '/api';
