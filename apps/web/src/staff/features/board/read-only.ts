import { createContext, use } from 'react';

/**
 * Whether the board is offline (or showing the copy kept before the connection went): then only
 * the quick moves are taken, to be sent when the connection is back; every other change (handing
 * over, cancelling, pausing online orders) waits until the board is live again.
 */
export const BoardReadOnlyContext = createContext(false);

export const useBoardReadOnly = () => use(BoardReadOnlyContext);
