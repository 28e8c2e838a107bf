import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Loading } from '@/components/ui/loading';
import { expireSessionIfNeeded } from '@/stores/session-actions';
import type { AppDispatch } from '@/stores/store';

export interface AppProviderProps {
  store: Store & { dispatch: AppDispatch };
  persistor: Persistor;
  children: ReactNode;
}

/** Redux, then the stored session; an expired one is dropped before any screen renders. */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      <PersistGate
        persistor={persistor}
        loading={<Loading />}
        onBeforeLift={() => {
          store.dispatch(expireSessionIfNeeded(Date.now()));
        }}
      >
        {children}
      </PersistGate>
    </Provider>
  );
}
