// Mantine's Select and MultiSelect keep their option list mounted (hidden) once rendered, with a
// popover that measures the page when it mounts: on the public search that was 400 options and five
// popovers on every page load, for nobody. The options come when a select is first focused
// (clicked, tabbed to): mounted from then on as before, in time for the keyboard (ArrowDown picks
// from the mounted list).
import { useCallback, useMemo, useState } from 'react';

export type Option = { value: string; label: string };

/**
 * A select's options once it is first focused, and only its chosen ones before (they keep their
 * labels: the select's text, a multi-select's pills). Spread `onFocus` and `comboboxProps` into the
 * select with `data`.
 */
export function useOptionsOnFocus(options: Option[], chosen: string[]) {
  const [isWanted, setWanted] = useState(false);
  const data = useMemo(
    () => (isWanted ? options : options.filter((option) => chosen.includes(option.value))),
    [isWanted, options, chosen],
  );
  // Not even the empty list is mounted before (its popover measured the page on mount).
  const comboboxProps = useMemo(() => ({ keepMounted: isWanted }), [isWanted]);
  const onFocus = useCallback(() => setWanted(true), []);
  return { data, comboboxProps, onFocus };
}
