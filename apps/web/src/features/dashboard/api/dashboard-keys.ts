// Query keys of the dashboard's own calls. The public lists depend on who asks: values come in
// the viewer's currency and suggestions follow the viewer's industries.
export const dashboardKeys = {
  savings: (viewer: string) => ['dashboard', 'savings', viewer] as const,
  latestPublic: (viewer: string | null) => ['dashboard', 'latest-public', viewer] as const,
  suggestedPublic: (viewer: string) => ['dashboard', 'suggested-public', viewer] as const,
};
