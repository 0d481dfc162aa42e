import { beforeAll, describe, expect, it } from 'vitest'
import { loadArea, loadRequestedAreas } from './areas'
import { i18n, startI18n, switchTexts } from './i18n'

beforeAll(() => startI18n())

describe('page texts', () => {
  it('load under their area’s name, beside the shell’s', async () => {
    await loadArea('zh-cn', 'crud')
    expect(i18n.t('crud.add')).toBe('新增')
    expect(i18n.t('common.ok')).toBe('确定')
  })

  it('loaded first for another language do not keep that language’s shell texts away', async () => {
    await loadRequestedAreas('en')
    await switchTexts('en')
    expect(i18n.t('crud.add')).toBe('Add')
    expect(i18n.t('layout.searchKeyword')).toBe('Search menus')
    await switchTexts('zh-cn')
  })

  it('name the file to add when an area has none', () => {
    expect(() => loadArea('en', 'no-such-area')).toThrow('add modules/<name>/locales/en/no-such-area.json')
  })
})
