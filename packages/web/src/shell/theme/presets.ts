/** The eight recommended primary colours; labels are translated under `theme.presets.<name>`. */
export const THEME_PRESETS = [
  { name: 'default', color: '#4165d7' },
  { name: 'cuilv', color: '#51c21a' },
  { name: 'zitan', color: '#d0378d' },
  { name: 'jincheng', color: '#ffa500' },
  { name: 'yingtao', color: '#ff69b4' },
  { name: 'bohe', color: '#3eb489' },
  { name: 'qinghui', color: '#708090' },
  { name: 'shanhu', color: '#ff4500' },
] as const

export type PresetName = (typeof THEME_PRESETS)[number]['name']
export const DEFAULT_PRESET = THEME_PRESETS[0]
