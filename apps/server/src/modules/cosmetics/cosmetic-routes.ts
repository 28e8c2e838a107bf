import type { endgameApi } from '@demonbane/shared/endgame-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { buyCosmetic, listCosmetics, wearCosmetic } from './cosmetic-service';

export const cosmeticHandlers: Pick<
  Handlers<typeof endgameApi>,
  'cosmetics' | 'buyCosmetic' | 'wearCosmetic'
> = {
  cosmetics: async (request) => unwrap(await listCosmetics(actionContext(request))),
  buyCosmetic: async (request) =>
    unwrap(await buyCosmetic(actionContext(request), request.body.cosmeticId)),
  wearCosmetic: async (request) => {
    const { kind, cosmeticId } = request.body;
    return unwrap(await wearCosmetic(actionContext(request), kind, cosmeticId));
  },
};
