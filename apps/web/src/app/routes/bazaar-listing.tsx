import { SellScreen } from '@/features/bazaar/components/sell-screen';
import { screenRoute } from './screen-route';

/** /bazaar/listing: put a piece from the pack up for sale. */
export const BazaarListingRoute = screenRoute('Sell an item · Bazaar', SellScreen);
