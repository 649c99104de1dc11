// Query keys of the award feature.
export const awardKeys = {
  comparison: (tenderId: string) => ['award', 'comparison', tenderId] as const,
};
