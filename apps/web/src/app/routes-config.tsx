import type { RouteObject } from 'react-router';
import { AssignJobGuard } from './guards/assign-job-guard';
import { LoggedOutOnly } from './guards/logged-out-only';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layouts/root-layout';
import { AssignJobRoute } from './routes/assign-job';
import { BazaarRoute } from './routes/bazaar';
import { BazaarListingRoute } from './routes/bazaar-listing';
import { BazaarMyListRoute } from './routes/bazaar-my-list';
import { BattleRoute } from './routes/battle';
import { BattleResultRoute } from './routes/battle-result';
import { CombineRoute } from './routes/combine';
import { EquipmentRoute } from './routes/equipment';
import { ExploreRoute } from './routes/explore';
import { ExploreMapRoute } from './routes/explore-map';
import { ForgeRoute } from './routes/forge';
import { GachaRoute } from './routes/gacha';
import { GachaAuditRoute } from './routes/gacha-audit';
import { GachaResultRoute } from './routes/gacha-result';
import { HuntRoute } from './routes/hunt';
import { HuntBattleRoute } from './routes/hunt-battle';
import { HuntErrorRoute } from './routes/hunt-error';
import { InventoryRoute } from './routes/inventory';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RegisterRoute } from './routes/register';
import { RouteError } from './routes/route-error';
import { ShopRoute } from './routes/shop';
import { ShopPremiumRoute } from './routes/shop-premium';

/** Every route of spec §2. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless so a crashing screen keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingRoute /> },
          {
            element: <LoggedOutOnly />,
            children: [{ path: 'register', element: <RegisterRoute /> }],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AssignJobGuard />,
                children: [{ path: 'assign-job', element: <AssignJobRoute /> }],
              },
              { path: 'shop', element: <ShopRoute /> },
              { path: 'shop-premium', element: <ShopPremiumRoute /> },
              { path: 'equipment', element: <EquipmentRoute /> },
              { path: 'inventory', element: <InventoryRoute /> },
              { path: 'explore', element: <ExploreRoute /> },
              { path: 'explore-map', element: <ExploreMapRoute /> },
              { path: 'battle', element: <BattleRoute /> },
              { path: 'battle-result', element: <BattleResultRoute /> },
              { path: 'hunt', element: <HuntRoute /> },
              { path: 'hunt-battle', element: <HuntBattleRoute /> },
              { path: 'hunt-error', element: <HuntErrorRoute /> },
              { path: 'forge', element: <ForgeRoute /> },
              { path: 'combine', element: <CombineRoute /> },
              { path: 'gacha', element: <GachaRoute /> },
              { path: 'gacha/result', element: <GachaResultRoute /> },
              { path: 'gacha/audit', element: <GachaAuditRoute /> },
              { path: 'bazaar', element: <BazaarRoute /> },
              { path: 'bazaar/listing', element: <BazaarListingRoute /> },
              { path: 'bazaar/my-list', element: <BazaarMyListRoute /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
