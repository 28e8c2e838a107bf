export const FLEE_ERROR = 'Failed to flee the battle.';
