import common from './common.json'
import demo from './demo.json'
import errors from './errors.json'
import home from './home.json'
import layout from './layout.json'
import login from './login.json'
import my from './my.json'
import request from './request.json'
import theme from './theme.json'
import views from './views.json'

export default { common, demo, errors, home, layout, login, my, request, theme, views }
