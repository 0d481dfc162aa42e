import { beforeAll, describe, expect, it } from 'vitest'
import { staticViews } from '../modules/modules'
import { i18n, startI18n, switchTexts } from './i18n'
import { mergeViewLabels } from './view-labels'

beforeAll(() => startI18n())

describe('the labels of the views modules declare', () => {
  it.each(['zh-cn', 'zh-tw', 'en'] as const)('come with the shell’s texts in %s', async (language) => {
    await switchTexts(language)
    expect(staticViews.length).toBeGreaterThan(0)
    const missing = staticViews.filter((v) => !i18n.exists(v.label)).map((v) => `${v.path}: ${v.label}`)
    expect(missing).toEqual([])
    await switchTexts('zh-cn')
  })

  it('are the module’s own, in its views.json', async () => {
    await switchTexts('en')
    expect(i18n.t('views.myInfo')).toBe('Personal center')
    await switchTexts('zh-cn')
    expect(i18n.t('views.myInfo')).toBe('个人中心')
  })

  it('refuse a key two modules both use', () => {
    expect(() =>
      mergeViewLabels({
        'modules/a/locales/en/views.json': { list: 'A' },
        'modules/b/locales/en/views.json': { list: 'B' },
      }),
    ).toThrow('Two modules label the view "views.list": modules/a/locales/en/views.json and modules/b/')
  })
})
