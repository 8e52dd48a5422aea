import { createContext, useContext } from 'react';
import type { PageData, PageView } from './view.ts';

const ViewContext = createContext<PageView | null>(null);

export const ViewProvider = ViewContext.Provider;

/** The page's view model inside any template component. */
export function useView(): PageView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('Template components need <ViewProvider value={view}> (templates/render-page.tsx sets it).');
  return view;
}

/** The page's data when it is of this kind (a template rendered for the wrong page gets null). */
export function usePageData<K extends PageData['kind']>(kind: K): Extract<PageData, { kind: K }> | null {
  const { data } = useView();
  return data.kind === kind ? (data as Extract<PageData, { kind: K }>) : null;
}
