import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely'
import { type Dialect, writeValue } from './wire.ts'

class WireValueTransformer extends OperationNodeTransformer {
  constructor(private readonly dialect: Dialect) {
    super()
  }

  protected override transformValue(node: ValueNode): ValueNode {
    const value = writeValue(this.dialect, node.value)
    return value === node.value ? node : { ...node, value }
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((v) => writeValue(this.dialect, v)) }
  }
}

/** Makes every bound value fit the PostgreSQL driver: JSON (arrays included) as text, dates as ISO strings. */
export class WireValuesPlugin implements KyselyPlugin {
  private readonly transformer: WireValueTransformer
  constructor(dialect: Dialect) {
    this.transformer = new WireValueTransformer(dialect)
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node)
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
