import { areaList } from '@vant/area-data'

/**
 * Mainland China's provinces, cities and districts, by name, from `@vant/area-data` (the console's
 * cascader reads the same): a district's code starts with its city's first four digits, a city's
 * with its province's first two.
 */
const byName = (list: Record<string, string>) => {
  const out = new Map<string, string[]>()
  for (const [code, name] of Object.entries(list)) out.set(name, [...(out.get(name) ?? []), code])
  return out
}
const provinces = byName(areaList.province_list)
const cities = byName(areaList.city_list)
const districts = byName(areaList.county_list)

/** Which of the three names does not belong where it is: undefined when all three fit. */
export function misplacedRegion(province: string, city: string, district: string) {
  const province2 = (provinces.get(province) ?? []).map((c) => c.slice(0, 2))
  if (!province2.length) return 'province' as const
  const city4 = (cities.get(city) ?? [])
    .filter((c) => province2.includes(c.slice(0, 2)))
    .map((c) => c.slice(0, 4))
  if (!city4.length) return 'city' as const
  if (!(districts.get(district) ?? []).some((c) => city4.includes(c.slice(0, 4)))) return 'district' as const
  return undefined
}
