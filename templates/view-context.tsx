import { createContext, useContext } from 'react';
import type { PageView } from './view.ts';

const ViewContext = createContext<PageView | null>(null);

export const ViewProvider = ViewContext.Provider;

/** The page's view model inside any template component. */
export function useView(): PageView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('Template components need <ViewProvider value={view}> (templates/render-page.tsx sets it).');
  return view;
}
