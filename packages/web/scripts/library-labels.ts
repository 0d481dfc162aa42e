import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Accessible names that Ant Design's own components write in English whatever the locale (icons
 * named after their file, "Increase Value", "Clear"), changed at build time: icons become
 * decorative (the button or link around them carries the label, in the UI language), step
 * arrows that are not focusable leave the spinbutton to speak for itself, and the clear buttons
 * read their label from the console's texts (`shell/i18n/library-labels.ts`).
 *
 * Each change names the text it replaces; a library update that moves it stops the build here,
 * rather than letting English labels back in unnoticed.
 */
const LABELS_MODULE = path.resolve(import.meta.dirname, '../src/shell/i18n/library-labels.ts')
const IMPORT = `import { libraryLabel as __libraryLabel } from ${JSON.stringify(LABELS_MODULE)};\n`

interface Change {
  file: string
  from: RegExp
  to: string
  /** the change calls the console's texts */
  labels?: boolean
}

const CHANGES: Change[] = [
  {
    file: '@ant-design/icons/es/components/AntdIcon.js',
    from: /role: "img",\s*"aria-label": icon\.name/,
    to: '"aria-hidden": true',
  },
  {
    file: '@ant-design/icons/es/components/AntdIconLight.js',
    from: /role: "img",\s*"aria-label": icon\.name/,
    to: '"aria-hidden": true',
  },
  {
    file: '@rc-component/input-number/es/StepHandler.js',
    from: /"aria-label": isUpAction \? 'Increase Value' : 'Decrease Value'/,
    to: '"aria-hidden": true',
  },
  {
    file: '@rc-component/select/es/hooks/useAllowClear.js',
    from: /allowClearConfig\.label \?\? 'Clear'/,
    to: "allowClearConfig.label ?? __libraryLabel('clear')",
    labels: true,
  },
  {
    file: '@rc-component/input/es/BaseInput.js',
    from: /clearIcon = \/\*#__PURE__\*\/React\.createElement\("button", \{\s*type: "button",/,
    to: 'clearIcon = /*#__PURE__*/React.createElement("button", {\n        type: "button", "aria-label": __libraryLabel(\'clear\'),',
    labels: true,
  },
]

export function libraryLabels(): Plugin {
  return {
    name: 'backroom-library-labels',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/')
      const change = CHANGES.find((c) => file.endsWith(`/node_modules/${c.file}`))
      if (!change) return null
      if (!change.from.test(code))
        throw new Error(`library-labels: ${change.file} no longer holds ${change.from}; update the change`)
      const changed = code.replace(change.from, change.to)
      return { code: change.labels ? IMPORT + changed : changed, map: null }
    },
  }
}
