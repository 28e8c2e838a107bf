import type { RouteObject } from 'react-router';
import { AssignJobGuard } from './guards/assign-job-guard';
import { LoggedOutOnly } from './guards/logged-out-only';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layouts/root-layout';
import { NOT_OPEN_ROUTES } from './not-open-routes';
import { AssignJobRoute } from './routes/assign-job';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { NotOpenRoute } from './routes/not-open';
import { RegisterRoute } from './routes/register';
import { RouteError } from './routes/route-error';

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
              ...NOT_OPEN_ROUTES.map(({ path, title }) => ({
                path,
                element: <NotOpenRoute key={path} title={title} />,
              })),
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
