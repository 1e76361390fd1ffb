import { createContext, use } from 'react';

/**
 * A place in the console's header that a page may fill with controls of its own (the board's live
 * indicator and sound toggle), so they stay in sight while the page scrolls.
 */
export const HeaderToolsContext = createContext<HTMLElement | null>(null);

export const useHeaderTools = () => use(HeaderToolsContext);
