using System.Globalization;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting;

/// <summary>
/// A generic document type's serializer (<see cref="GenericDefinition"/>): generic over the same parameters, with the
/// same constraints. RegisterAll registers its definition for the type's, and the driver closes it for each closed type
/// it is asked about; the first serializer the driver makes for a closed type checks that type against the driver's
/// class map, as RegisterAll checks a plain type. A module initializer cannot live in a generic class, so a plain class
/// beside it reports the definition.
/// </summary>
internal sealed partial class SerializerEmitter
{
    private GenericDefinition? Generic => _model.Generic;

    /// <summary>The type's name in a <c>cref</c>.</summary>
    private string CrefOfType => Cref(T);

    /// <summary>A type's name as a <c>cref</c> spells it, where type parameters go in braces.</summary>
    private static string Cref(string typeName) => typeName.Replace('<', '{').Replace('>', '}');

    /// <summary>The plain class that reports a generic serializer's definition: arity-suffixed past one parameter, as two generic types may share a name.</summary>
    private string DefinitionClassName
    {
        get
        {
            var arity = Generic!.Arity;
            return _model.SerializerName + "Definition" + (arity > 1 ? arity.ToString(CultureInfo.InvariantCulture) : string.Empty);
        }
    }

    /// <summary>The constraint clauses of the serializer's type parameters, under its base list.</summary>
    private void EmitConstraints()
    {
        if (Generic is null)
        {
            return;
        }

        _writer.Indent();
        foreach (var constraint in Generic.Constraints)
        {
            _writer.Line(constraint);
        }

        _writer.Outdent();
    }

    /// <summary>The two constructors of a generic serializer: the unchecked one, and the one the driver calls for each closed type.</summary>
    private void EmitClosedTypeCheck()
    {
        var w = _writer;
        w.Line("// Set once for each closed type, by the first serializer the driver makes for it.");
        w.Line("private static readonly object s_closedTypeCheck = new object();");
        w.Line("private static bool s_closedTypeChecked;");
        w.Line();
        w.Line("/// <summary>Creates a serializer of a closed type that is not checked against the driver's class map: the shared <see cref=\"Instance\"/>.</summary>");
        w.Line($"public {_model.SerializerName}()");
        using (w.Block())
        {
        }

        w.Line();
        w.Line("/// <summary>");
        w.Line("/// The serializer the driver makes for a closed type, once RegisterAll has registered this generic definition. The");
        w.Line("/// first one of each closed type compares the generated mapping with the driver's class map for that type, as");
        w.Line("/// RegisterAll does for a plain type: one that differs is served by the driver, and later RegisterAll calls name it.");
        w.Line("/// </summary>");
        w.Line("/// <param name=\"registry\">The driver's serializer registry; members are looked up through the class map.</param>");
        w.Line($"public {_model.SerializerName}({Globals.IBsonSerializerRegistry} registry)");
        using (w.Block())
        {
            using (w.Block("lock (s_closedTypeCheck)"))
            {
                using (w.Block("if (!s_closedTypeChecked)"))
                {
                    w.Line($"var differences = (({Globals.IGeneratedBsonSerializer})this).CompareWithDriver();");
                    using (w.Block("if (differences is not null)"))
                    {
                        w.Line("s_servedByDriver = true;");
                        w.Line($"{Globals.FastBsonSerializers}.ReportClosedTypeDifference(typeof({T}), differences);");
                    }

                    w.Line();
                    w.Line("s_closedTypeChecked = true;");
                }
            }
        }

        w.Line();
    }

    /// <summary>The plain class beside a generic serializer that reports its definition to RegisterAll.</summary>
    private void EmitDefinitionClass()
    {
        var w = _writer;
        var unboundSerializer = _model.SerializerName + Generic!.UnboundArity;
        w.Line();
        w.Line("/// <summary>");
        w.Line($"/// The definition of <see cref=\"{Cref(_model.SerializerSelf)}\"/> that RegisterAll registers for <see cref=\"{CrefOfType}\"/>:");
        w.Line("/// the driver closes it for each closed type.");
        w.Line("/// </summary>");
        w.Line($"[{Globals.GeneratedCode}(\"FastBson.Generator\", \"{Globals.Version}\")]");
        w.Line($"{(_model.IsPublic ? "public" : "internal")} sealed class {DefinitionClassName} : {Globals.IGeneratedBsonSerializerDefinition}");
        using (w.Block())
        {
            w.Line("/// <inheritdoc/>");
            w.Line($"public {Globals.Type} DocumentDefinition => typeof({Generic.UnboundTypeName});");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public string? RegisterWithDriver() => {Globals.DriverRegistration}.RegisterGeneric(typeof({Generic.UnboundTypeName}), typeof({unboundSerializer}));");
            w.Line();
            w.Line("/// <summary>Reports this definition to <see cref=\"global::FastBson.FastBsonSerializers.RegisterAll\"/>.</summary>");
            w.Line($"[{Globals.ModuleInitializer}]");
            w.Line($"internal static void ReportToFastBson() => {Globals.FastBsonSerializers}.Report(new {DefinitionClassName}());");
        }
    }
}
