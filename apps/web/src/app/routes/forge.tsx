import { ForgeScreen } from '@/features/forge/components/forge-screen';
import { screenRoute } from './screen-route';

/** /forge: three materials, a timer, a claim (spec §2, §4). */
export const ForgeRoute = screenRoute('Forge', ForgeScreen);
