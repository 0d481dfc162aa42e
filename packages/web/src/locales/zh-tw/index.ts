import common from './common.json'
import errors from './errors.json'
import layout from './layout.json'
import login from './login.json'
import request from './request.json'
import theme from './theme.json'

export default { common, errors, layout, login, request, theme }
