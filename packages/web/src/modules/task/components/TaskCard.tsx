import {
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  MoreOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import type { TaskInfo } from '@backroom/contract'
import { Button, Dropdown, type MenuProps, Tag, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ruleOf } from '../schedule'
import type { TaskCommands, TaskPermissions } from './use-tasks'

interface Props {
  task: TaskInfo
  can: TaskPermissions
  commands: TaskCommands
  onEdit(task: TaskInfo): void
  onLog(task: TaskInfo): void
}

/** A task's actions, the same in its right-click menu and behind its "more" button. */
function useMenu({ task, can, commands, onEdit, onLog }: Props): MenuProps['items'] {
  const { t } = useTranslation()
  const running = task.status === 1
  const system = task.type === 0
  const items = [
    running && can.stop && { key: 'stop', icon: <PauseCircleOutlined />, run: () => commands.stop(task) },
    !running && can.start && { key: 'start', icon: <PlayCircleOutlined />, run: () => commands.start(task) },
    can.once && { key: 'once', icon: <ThunderboltOutlined />, run: () => commands.once(task) },
    can.update && { key: 'edit', icon: <EditOutlined />, run: () => onEdit(task) },
    can.delete && !system && { key: 'delete', icon: <DeleteOutlined />, run: () => commands.remove(task) },
    can.log && { key: 'log', icon: <FileTextOutlined />, run: () => onLog(task) },
  ]
  return items
    .filter((item) => !!item)
    .map(({ key, icon, run }) => ({
      key,
      icon,
      label: t(`task.actions.${key}`),
      danger: key === 'delete',
      onClick: run,
    }))
}

/** An icon button of the card, named for screen readers and hovering. */
function IconButton({
  label,
  icon,
  onClick,
  danger,
}: {
  label: string
  icon: ReactNode
  onClick(): void
  danger?: boolean
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} danger={danger} onClick={onClick} />
    </Tooltip>
  )
}

/** One task of the grid (ui facts §8.1): what runs, when, whether it is on; a click opens its form. */
export function TaskCard(props: Props) {
  const { task, can, commands, onEdit, onLog } = props
  const { t } = useTranslation()
  const menu = useMenu(props)
  const running = task.status === 1
  const system = task.type === 0
  const rule = ruleOf(task)
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items: menu }}>
      <li className="task-card" aria-label={task.name}>
        <div className="task-card-head">
          {can.update ? (
            // its ::after covers the card, so that a click anywhere on it opens the form
            <button
              type="button"
              className="task-card-name task-card-open"
              title={task.name}
              aria-label={t('task.actions.open', { name: task.name })}
              onClick={() => onEdit(task)}
            >
              {task.name}
            </button>
          ) : (
            <span className="task-card-name" title={task.name}>
              {task.name}
            </span>
          )}
          {system && <Tag className="task-card-system">{t('task.system')}</Tag>}
          {!!menu?.length && (
            <Dropdown trigger={['click']} menu={{ items: menu }}>
              <Button
                type="text"
                size="small"
                className="task-card-more"
                icon={<MoreOutlined />}
                aria-label={t('task.actions.more', { name: task.name })}
              />
            </Dropdown>
          )}
        </div>
        <dl className="task-card-facts">
          <dt>{t('task.service')}</dt>
          <dd title={task.service}>{task.service}</dd>
          <dt>{t('task.rule')}</dt>
          <dd>{'cron' in rule ? <code>{rule.cron}</code> : t('task.every', { n: rule.seconds })}</dd>
          <dt>{t('task.nextRun')}</dt>
          <dd>{(running && task.nextRunTime) || t('task.notScheduled')}</dd>
        </dl>
        <div className="task-card-foot">
          {running && can.stop && (
            <IconButton
              label={t('task.actions.stop')}
              icon={<PauseCircleOutlined />}
              onClick={() => commands.stop(task)}
            />
          )}
          {!running && can.start && (
            <IconButton
              label={t('task.actions.start')}
              icon={<PlayCircleOutlined />}
              onClick={() => commands.start(task)}
            />
          )}
          <Tag color={running ? 'green' : 'red'}>
            {t(running ? 'task.status.running' : 'task.status.stopped')}
          </Tag>
          <span className="task-card-spacer" />
          {can.log && (
            <IconButton
              label={t('task.actions.log')}
              icon={<FileTextOutlined />}
              onClick={() => onLog(task)}
            />
          )}
          {can.delete && !system && (
            <IconButton
              label={t('task.actions.delete')}
              icon={<DeleteOutlined />}
              danger
              onClick={() => commands.remove(task)}
            />
          )}
        </div>
      </li>
    </Dropdown>
  )
}
