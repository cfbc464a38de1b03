import { useSearchParams } from 'react-router';

/** The `?tab=` of a dashboard, checked against its list of tabs (unknown values fall back to the first). */
export function useTabParam<T extends string>(tabs: readonly T[], param = 'tab'): T {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(param);
  const fallback = tabs[0];
  if (fallback === undefined) throw new Error('useTabParam needs at least one tab');
  return tabs.find((tab) => tab === value) ?? fallback;
}
