import { ExploreMapScreen } from '@/features/explore/components/explore-map-screen';
import { screenRoute } from './screen-route';

/** /explore-map: movement on the map. */
export const ExploreMapRoute = screenRoute('Explore', ExploreMapScreen, 'explore');
