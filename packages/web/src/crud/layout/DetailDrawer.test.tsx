import { DictType } from '@backroom/contract'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startI18n, switchTexts } from '../../shell/i18n/i18n'
import { setPermMenu } from '../../shell/menu/menu-store'
import { crudWrapper } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { DetailDrawer } from './DetailDrawer'

beforeAll(async () => {
  startI18n()
  await switchTexts('en')
})
afterEach(cleanup)

// the unit tests' fixture module `shelf` adds a tab to the dictionary types' rows
const types = defineResource({
  prefix: '/admin/dict/type',
  entity: DictType,
  area: 'dict',
  title: 'dict.type',
  fields: [{ name: 'name' }],
})

async function open() {
  const Wrapper = crudWrapper()
  await act(async () =>
    render(
      <Wrapper>
        <DetailDrawer resource={types} row={{ id: 7, name: 'Colours' }} onClose={() => undefined} />
      </Wrapper>,
    ),
  )
}

describe("a row's details", () => {
  it("shows the tab another module adds to the table's rows, given the row", async () => {
    setPermMenu({ menus: [], perms: ['shelf:item:list'] })
    await open()
    fireEvent.click(await screen.findByRole('tab', { name: 'On shelves' }))
    expect(await screen.findByText('Row 7 stands on 3 shelves')).toBeTruthy()
  })

  it('leaves the tab out for who lacks its permission: the fields alone', async () => {
    setPermMenu({ menus: [], perms: [] })
    await open()
    expect(await screen.findByText('Colours')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
