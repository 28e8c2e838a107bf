import { HuntBattleScreen } from '@/features/hunt/components/hunt-battle-screen';
import { screenRoute } from './screen-route';

/** /hunt-battle: the fight on the current floor. */
export const HuntBattleRoute = screenRoute('Hunt Battle', HuntBattleScreen, 'hunt');
