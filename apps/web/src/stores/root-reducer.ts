import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from './session-slice';

export const rootReducer = combineReducers({ session: sessionReducer });

export type RootState = ReturnType<typeof rootReducer>;
