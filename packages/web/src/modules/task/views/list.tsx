import { PlusOutlined } from '@ant-design/icons'
import type { TaskInfo } from '@backroom/contract'
import { Empty, Spin } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../../shell'
import { TaskCard } from '../components/TaskCard'
import { TaskForm } from '../components/TaskForm'
import { TaskLogDialog } from '../components/TaskLogDialog'
import { useTaskCommands, useTaskPermissions, useTasks } from '../components/use-tasks'
import '../components/task.css'

/** The scheduled tasks (menu "Task list", /task/list): a card per task, its form and its runs' log. */
export default function TaskListPage() {
  useAreaTexts('crud', 'task')
  const { t } = useTranslation()
  const tasks = useTasks()
  const can = useTaskPermissions()
  const commands = useTaskCommands()
  const [editing, setEditing] = useState<TaskInfo | 'new'>()
  // each opening gets a fresh form: a form instance kept across openings keeps the last one's values
  const [opening, setOpening] = useState(0)
  const edit = (task: TaskInfo | 'new') => {
    setEditing(task)
    setOpening((n) => n + 1)
  }
  const [logOf, setLogOf] = useState<TaskInfo>()
  const list = tasks.data?.list ?? []

  return (
    <section className="task-page" aria-label={t('task.list')}>
      <Spin spinning={tasks.isPending}>
        <ul className="task-grid" aria-label={t('task.list')}>
          {list.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              can={can}
              commands={commands}
              onEdit={edit}
              onLog={setLogOf}
            />
          ))}
          {can.add && (
            <li className="task-card task-card-add">
              <button type="button" className="task-card-open" onClick={() => edit('new')}>
                <PlusOutlined className="task-card-plus" />
                <span>{t('task.add')}</span>
              </button>
            </li>
          )}
        </ul>
        {!tasks.isPending && list.length === 0 && !can.add && <Empty />}
      </Spin>
      <TaskForm key={opening} editing={editing} onClose={() => setEditing(undefined)} />
      <TaskLogDialog task={logOf} onClose={() => setLogOf(undefined)} />
    </section>
  )
}
