/**
 * The warnings a weather closure names (issue 13; common/weather-closure.ts has the route inputs).
 * No zod here: the enumeration labels import it.
 */
export const WEATHER_REASONS = ['TYPHOON', 'RAINSTORM'] as const;
export type WeatherReason = (typeof WEATHER_REASONS)[number];
