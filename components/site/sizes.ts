// Fixed sizes shared by the charts and their loading skeletons, so nothing moves when data arrives.
export const HISTORY_CHART_HEIGHT = 288;
export const SPARKLINE_SIZE = { width: 120, height: 32 };
