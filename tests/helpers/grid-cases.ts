/** How many starts each minute grid gives a 60-minute service in a 09:00–18:00 day (09:00 to 17:00 inclusive). */
export const GRID_STARTS_9_TO_18 = [['full', 481], ['hour', 9], ['half', 17], ['quarter', 33], ['ten', 49], ['five', 97]] as const;
