import { MyListingsScreen } from '@/features/bazaar/components/my-listings-screen';
import { screenRoute } from './screen-route';

/** /bazaar/my-list: the player's own listings. */
export const BazaarMyListRoute = screenRoute('My listings · Bazaar', MyListingsScreen);
