import { MarketScreen } from '@/features/bazaar/components/market-screen';
import { screenRoute } from './screen-route';

/** /bazaar: every listing on the player market. */
export const BazaarRoute = screenRoute('Bazaar', MarketScreen);
