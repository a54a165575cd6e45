import { createContext, useContext } from 'react';
import type { Console } from './create-console';

export const ConsoleContext = createContext<Console | null>(null);

/** The console's models, for any screen under <ConsoleContext.Provider>. */
export function useConsole(): Console {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole needs a <ConsoleContext.Provider>');
  return value;
}
