// The notification list loads its next page when scrolled within 20 px of its end (spec §9).
export const LOAD_MORE_THRESHOLD_PX = 20;

export type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

export function isNearEnd(box: ScrollBox, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
