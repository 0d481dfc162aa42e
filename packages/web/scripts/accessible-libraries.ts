import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * What Ant Design's own components tell assistive technology, set right at build time: its
 * accessible names are English whatever the locale (icons named after their file, "Increase
 * Value", "Clear"), and its hidden measuring row holds focusable copies of the column titles.
 * Icons become decorative unless given an `aria-label` (the button or link around them carries
 * the label, in the UI language); step arrows and pager arrows that are not focusable leave the
 * spinbutton and the pager item to speak; the clear buttons read their label from the console's
 * texts (`shell/i18n/library-labels.ts`); the measuring row is inert.
 *
 * Each change names the text it replaces; a library update that moves it stops the build here,
 * rather than letting English labels back in unnoticed.
 */
const LABELS_MODULE = path.resolve(import.meta.dirname, '../src/shell/i18n/library-labels.ts')
const IMPORT = `import { libraryLabel as __libraryLabel } from ${JSON.stringify(LABELS_MODULE)};\n`

/** An icon is an image with a name only when given one; otherwise it is decoration. */
const DECORATIVE_ICON = `role: restProps["aria-label"] ? "img" : undefined,
    "aria-hidden": restProps["aria-label"] ? undefined : true`

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
    to: DECORATIVE_ICON,
  },
  {
    file: '@ant-design/icons/es/components/AntdIconLight.js',
    from: /role: "img",\s*"aria-label": icon\.name/,
    to: DECORATIVE_ICON,
  },
  {
    file: 'antd/es/pagination/Pagination.js',
    from: /type: "button",\s*tabIndex: -1\s*\}(, direction === 'rtl' \? \/\*#__PURE__\*\/React\.createElement\(RightOutlined, null\) : \/\*#__PURE__\*\/React\.createElement\(LeftOutlined, null\)\);\s*const nextIcon = \/\*#__PURE__\*\/React\.createElement\("button", \{\s*className: `\$\{prefixCls\}-item-link`,\s*)type: "button",\s*tabIndex: -1/,
    to: 'type: "button", tabIndex: -1, "aria-hidden": true }$1type: "button", tabIndex: -1, "aria-hidden": true',
  },
  {
    file: '@rc-component/table/es/Body/MeasureRow.js',
    from: /("aria-hidden": "true",)(\s*className: `\$\{prefixCls\}-measure-row`)/,
    to: '$1 inert: true,$2',
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

export function accessibleLibraries(): Plugin {
  return {
    name: 'backroom-accessible-libraries',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/')
      const change = CHANGES.find((c) => file.endsWith(`/node_modules/${c.file}`))
      if (!change) return null
      if (!change.from.test(code))
        throw new Error(
          `accessible-libraries: ${change.file} no longer holds ${change.from}; update the change`,
        )
      const changed = code.replace(change.from, change.to)
      return { code: change.labels ? IMPORT + changed : changed, map: null }
    },
  }
}
