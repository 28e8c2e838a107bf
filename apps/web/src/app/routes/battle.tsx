import { BattleScreen } from '@/features/battle/components/battle-screen';
import { screenRoute } from './screen-route';

/** /battle: the explore battle. */
export const BattleRoute = screenRoute('Battle', BattleScreen, 'explore');
