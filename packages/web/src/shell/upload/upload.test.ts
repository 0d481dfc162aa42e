import { describe, expect, it } from 'vitest'
import { storedName } from './upload'

describe('stored file names', () => {
  it('keeps the base name, adds the id and lowercases the extension', () => {
    expect(storedName('Avatar.PNG', 'id1')).toBe('Avatar_id1.png')
  })

  it('replaces characters the server refuses and never starts with a dot', () => {
    expect(storedName('../my/face?.jpg', 'id1')).toBe('_my_face__id1.jpg')
    expect(storedName('.hidden', 'id1')).toBe('hidden_id1')
    expect(storedName('a..b.txt', 'id1')).toBe('a.b_id1.txt')
    expect(storedName('头像 (1).jpg', 'id1')).toBe('头像 (1)_id1.jpg')
  })
})
