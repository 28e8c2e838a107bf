import { combineReducers } from '@reduxjs/toolkit';
import { exploreReducer } from './explore-slice';
import { sessionReducer } from './session-slice';

export const rootReducer = combineReducers({ session: sessionReducer, explore: exploreReducer });

export type RootState = ReturnType<typeof rootReducer>;
