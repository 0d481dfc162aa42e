import { useState } from 'react'
import { useAreaTexts } from '../../../shell'
import { SpacePanel } from '../components/SpacePanel'
import type { SpaceFile } from '../resources'

/** The file space page (menu "File management", /space/list). */
export default function SpaceListPage() {
  useAreaTexts('crud', 'space')
  const [selection, setSelection] = useState<SpaceFile[]>([])
  return <SpacePanel selection={selection} onSelectionChange={setSelection} />
}
