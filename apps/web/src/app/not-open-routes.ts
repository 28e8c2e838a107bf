/**
 * Logged-in routes from spec §2 not built yet. Each shows the shared "not open yet"
 * page; the issue that builds a screen removes its entry here and adds a real route.
 */
export const NOT_OPEN_ROUTES: readonly { path: string; title: string }[] = [
  { path: 'hunt', title: 'The Hunt' },
  { path: 'hunt-battle', title: 'Hunt Battle' },
  { path: 'hunt-error', title: 'The Hunt' },
  { path: 'shop', title: 'Gold Shop' },
  { path: 'shop-premium', title: 'Premium Shop' },
  { path: 'forge', title: 'The Forge' },
  { path: 'combine', title: 'Combine' },
  { path: 'explore', title: 'Explore' },
  { path: 'explore-map', title: 'Explore' },
  { path: 'battle', title: 'Battle' },
  { path: 'battle-result', title: 'Battle Result' },
  { path: 'equipment', title: 'Equipment' },
  { path: 'inventory', title: 'Inventory' },
  { path: 'gacha', title: 'Gacha' },
  { path: 'gacha/result', title: 'Gacha' },
  { path: 'bazaar', title: 'Bazaar' },
  { path: 'bazaar/listing', title: 'Bazaar' },
  { path: 'bazaar/my-list', title: 'Bazaar' },
];
