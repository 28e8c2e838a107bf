import { CombineScreen } from '@/features/combine/components/combine-screen';
import { screenRoute } from './screen-route';

/** /combine: three alike into one of the next rarity (spec §2, §4). */
export const CombineRoute = screenRoute('Combine', CombineScreen);
