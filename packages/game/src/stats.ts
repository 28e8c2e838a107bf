export interface Stats {
  hp: number;
  atk: number;
  def: number;
  spd: number;
}

export const ZERO_STATS: Stats = { hp: 0, atk: 0, def: 0, spd: 0 };

export function addStats(a: Stats, b: Stats): Stats {
  return { hp: a.hp + b.hp, atk: a.atk + b.atk, def: a.def + b.def, spd: a.spd + b.spd };
}

export function scaleStats(s: Stats, factor: number): Stats {
  return { hp: s.hp * factor, atk: s.atk * factor, def: s.def * factor, spd: s.spd * factor };
}
