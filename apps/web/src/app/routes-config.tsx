import type { RouteObject } from 'react-router';
import { lazyScreen, type ScreenHandle } from '@/lib/lazy-screen';
import { LoggedOutOnly } from './guards/logged-out-only';
import { RequireSession } from './guards/require-session';
import { preloadGameLayout, RootLayout } from './layouts/root-layout';
import { LandingRoute, preloadHome } from './routes/landing';
import { LoginRoute } from './routes/login';
import { RouteError } from './routes/route-error';

// Logged-in screens (and /register) are separate chunks so the login page loads only
// what it shows (issue 9.3); the login form itself stays in the entry chunk.
const NotFoundRoute = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));
const AssignJobGuard = lazyScreen(() =>
  import('./guards/assign-job-guard').then((m) => m.AssignJobGuard),
);
const AssignJobRoute = lazyScreen(() =>
  import('./routes/assign-job').then((m) => m.AssignJobRoute),
);
const AscendRoute = lazyScreen(() => import('./routes/ascend').then((m) => m.AscendRoute));
const UpgradesRoute = lazyScreen(() => import('./routes/upgrades').then((m) => m.UpgradesRoute));
const CosmeticsRoute = lazyScreen(() => import('./routes/cosmetics').then((m) => m.CosmeticsRoute));
const ArenaRoute = lazyScreen(() => import('./routes/arena').then((m) => m.ArenaRoute));
const GuildRoute = lazyScreen(() => import('./routes/guild').then((m) => m.GuildRoute));
const BazaarRoute = lazyScreen(() => import('./routes/bazaar').then((m) => m.BazaarRoute));
const BazaarListingRoute = lazyScreen(() =>
  import('./routes/bazaar-listing').then((m) => m.BazaarListingRoute),
);
const BazaarMyListRoute = lazyScreen(() =>
  import('./routes/bazaar-my-list').then((m) => m.BazaarMyListRoute),
);
const BattleRoute = lazyScreen(() => import('./routes/battle').then((m) => m.BattleRoute));
const BattleResultRoute = lazyScreen(() =>
  import('./routes/battle-result').then((m) => m.BattleResultRoute),
);
const CombineRoute = lazyScreen(() => import('./routes/combine').then((m) => m.CombineRoute));
const EquipmentRoute = lazyScreen(() => import('./routes/equipment').then((m) => m.EquipmentRoute));
const ExploreRoute = lazyScreen(() => import('./routes/explore').then((m) => m.ExploreRoute));
const ExploreMapRoute = lazyScreen(() =>
  import('./routes/explore-map').then((m) => m.ExploreMapRoute),
);
const FairnessRoute = lazyScreen(() => import('./routes/fairness').then((m) => m.FairnessRoute));
const ReplayRoute = lazyScreen(() => import('./routes/replay').then((m) => m.ReplayRoute));
const ForgeRoute = lazyScreen(() => import('./routes/forge').then((m) => m.ForgeRoute));
const GachaRoute = lazyScreen(() => import('./routes/gacha').then((m) => m.GachaRoute));
const GachaAuditRoute = lazyScreen(() =>
  import('./routes/gacha-audit').then((m) => m.GachaAuditRoute),
);
const GachaResultRoute = lazyScreen(() =>
  import('./routes/gacha-result').then((m) => m.GachaResultRoute),
);
const HuntRoute = lazyScreen(() => import('./routes/hunt').then((m) => m.HuntRoute));
const HuntBattleRoute = lazyScreen(() =>
  import('./routes/hunt-battle').then((m) => m.HuntBattleRoute),
);
const HuntErrorRoute = lazyScreen(() =>
  import('./routes/hunt-error').then((m) => m.HuntErrorRoute),
);
const InventoryRoute = lazyScreen(() => import('./routes/inventory').then((m) => m.InventoryRoute));
const RegisterRoute = lazyScreen(() => import('./routes/register').then((m) => m.RegisterRoute));
const SettingsRoute = lazyScreen(() => import('./routes/settings').then((m) => m.SettingsRoute));
const ShopRoute = lazyScreen(() => import('./routes/shop').then((m) => m.ShopRoute));
const ShopPremiumRoute = lazyScreen(() =>
  import('./routes/shop-premium').then((m) => m.ShopPremiumRoute),
);

/** The route handle that lets the app shell start a lazy screen's chunk early. */
function screenHandle(Screen: ScreenHandle): ScreenHandle {
  return { preload: Screen.preload };
}

/** Every route of spec §2. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless so a crashing screen keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingRoute />, handle: { preload: preloadHome } },
          {
            element: <LoggedOutOnly />,
            children: [
              {
                path: 'register',
                element: <RegisterRoute />,
                handle: { ...screenHandle(RegisterRoute), public: true },
              },
              // An alias of the logged-out `/`, for links and bookmarks that expect it.
              { path: 'login', element: <LoginRoute /> },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AssignJobGuard />,
                handle: screenHandle(AssignJobGuard),
                children: [
                  {
                    path: 'assign-job',
                    element: <AssignJobRoute />,
                    handle: screenHandle(AssignJobRoute),
                  },
                ],
              },
              { path: 'shop', element: <ShopRoute />, handle: screenHandle(ShopRoute) },
              {
                path: 'shop-premium',
                element: <ShopPremiumRoute />,
                handle: screenHandle(ShopPremiumRoute),
              },
              {
                path: 'equipment',
                element: <EquipmentRoute />,
                handle: screenHandle(EquipmentRoute),
              },
              {
                path: 'inventory',
                element: <InventoryRoute />,
                handle: screenHandle(InventoryRoute),
              },
              { path: 'explore', element: <ExploreRoute />, handle: screenHandle(ExploreRoute) },
              {
                path: 'explore-map',
                element: <ExploreMapRoute />,
                handle: screenHandle(ExploreMapRoute),
              },
              { path: 'battle', element: <BattleRoute />, handle: screenHandle(BattleRoute) },
              {
                path: 'battle-result',
                element: <BattleResultRoute />,
                handle: screenHandle(BattleResultRoute),
              },
              { path: 'hunt', element: <HuntRoute />, handle: screenHandle(HuntRoute) },
              {
                path: 'hunt-battle',
                element: <HuntBattleRoute />,
                handle: screenHandle(HuntBattleRoute),
              },
              {
                path: 'hunt-error',
                element: <HuntErrorRoute />,
                handle: screenHandle(HuntErrorRoute),
              },
              { path: 'arena', element: <ArenaRoute />, handle: screenHandle(ArenaRoute) },
              { path: 'guild', element: <GuildRoute />, handle: screenHandle(GuildRoute) },
              { path: 'ascend', element: <AscendRoute />, handle: screenHandle(AscendRoute) },
              {
                path: 'cosmetics',
                element: <CosmeticsRoute />,
                handle: screenHandle(CosmeticsRoute),
              },
              { path: 'forge', element: <ForgeRoute />, handle: screenHandle(ForgeRoute) },
              { path: 'combine', element: <CombineRoute />, handle: screenHandle(CombineRoute) },
              {
                path: 'upgrades',
                element: <UpgradesRoute />,
                handle: screenHandle(UpgradesRoute),
              },
              { path: 'gacha', element: <GachaRoute />, handle: screenHandle(GachaRoute) },
              {
                path: 'gacha/result',
                element: <GachaResultRoute />,
                handle: screenHandle(GachaResultRoute),
              },
              {
                path: 'gacha/audit',
                element: <GachaAuditRoute />,
                handle: screenHandle(GachaAuditRoute),
              },
              { path: 'bazaar', element: <BazaarRoute />, handle: screenHandle(BazaarRoute) },
              {
                path: 'bazaar/listing',
                element: <BazaarListingRoute />,
                handle: screenHandle(BazaarListingRoute),
              },
              {
                path: 'bazaar/my-list',
                element: <BazaarMyListRoute />,
                handle: screenHandle(BazaarMyListRoute),
              },
              {
                path: 'settings',
                element: <SettingsRoute />,
                handle: screenHandle(SettingsRoute),
              },
            ],
          },
          // Public: a verifier and a shared fight open the same logged in or not.
          {
            path: 'fairness',
            element: <FairnessRoute />,
            handle: { ...screenHandle(FairnessRoute), public: true },
          },
          {
            path: 'replay/:id',
            element: <ReplayRoute />,
            handle: { ...screenHandle(ReplayRoute), public: true },
          },
          { path: '*', element: <NotFoundRoute />, handle: screenHandle(NotFoundRoute) },
        ],
      },
    ],
  },
];

/**
 * Starts fetching what the first render at this address shows as the app boots, rather
 * than once React has rendered down to it: a logged-out page's chunk (/register), or with
 * a session the logged-in chrome and every matched screen. Resolves once they have
 * arrived (or failed: the screen's own boundary reports that when it renders), so a first
 * render that waits for it paints the page itself, not a spinner and then the page. Takes
 * the router's own matches: matching the route tree twice is a long task on a slow phone.
 */
export function preloadFirstScreen(
  matches: readonly { route: RouteObject }[],
  loggedIn: boolean,
): Promise<void> {
  const loads: Promise<unknown>[] = loggedIn ? [preloadGameLayout()] : [];
  for (const { route } of matches) {
    const handle = route.handle as Partial<ScreenHandle> | undefined;
    if (handle?.preload && (loggedIn || handle.public)) loads.push(handle.preload());
  }
  return Promise.allSettled(loads).then(() => undefined);
}
